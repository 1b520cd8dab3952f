export { assertStoredName, InvalidStoredName, type FileStorage, type StorageArea } from './file-storage.js';
export { localDiskStorage } from './local-disk.js';
