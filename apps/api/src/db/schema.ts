// Every table of the app, one file per feature; drizzle-kit reads this module to write migrations.
export * from './tables/mail-outbox'
export * from './tables/catalogue'
export * from './tables/quotes'
export * from './tables/partners'
export * from './tables/bookings'
