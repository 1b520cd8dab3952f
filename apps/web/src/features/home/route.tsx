// Lazy route module of the home page (react-router `lazy`).
export { HomePage as Component } from './components/home-page';
