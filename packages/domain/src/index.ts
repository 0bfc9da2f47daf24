export * from './api/envelope'
