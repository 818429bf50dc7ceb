/** Every table, for Drizzle and drizzle-kit; one file per area under tables/. */
export * from './tables/accounts.js';
export * from './tables/brands.js';
export * from './tables/campaigns.js';
export * from './tables/analysis.js';
export * from './tables/metrics.js';
export * from './tables/users.js';
