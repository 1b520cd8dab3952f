/// <reference types="vite/client" />

interface Window {
  /** Router state serialised by the server render (read by createBrowserRouter). */
  __staticRouterHydrationData?: unknown;
}
