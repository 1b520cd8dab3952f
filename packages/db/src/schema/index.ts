// The whole Mijote data model (drizzle). Tables are singular snake_case; money is *_cents integer.
export * from './codes.js';
export * from './lookup.js';
export * from './franchise.js';
export * from './subsidy.js';
export * from './account.js';
export * from './catalogue.js';
export * from './dish-art.js';
export * from './menu.js';
export * from './commerce.js';
export * from './invoice.js';
export * from './content.js';
export * from './operations.js';
export * from './scheduling.js';
export * from './relations.js';
