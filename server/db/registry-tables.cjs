/**
 * drizzle-kit finds tables among a schema file's exports, by name; the registry's tables are made at run
 * time from resources/, so this file exports every one of them (a resource dropped into resources/ gets
 * its migration from `npm run db:generate` with no other edit). Read by drizzle.config.ts only.
 */
const { registryTables } = require('./schema.ts');

module.exports = Object.fromEntries([...registryTables.tables, ...registryTables.links]);
