// The route map lives in @mijote/contracts/routes (shared with the API for the sitemap).
export * from '@mijote/contracts/routes';
