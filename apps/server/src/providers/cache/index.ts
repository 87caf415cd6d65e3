export type { Cache } from './cache';
export { CachedLoader, type CachedOptions, type CacheStats } from './cached-loader';
export { MemoryCache } from './memory-cache';
export { RedisCache } from './redis-cache';
