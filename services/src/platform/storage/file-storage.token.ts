/** The injection token of the FileStorage port. */
export const FILE_STORAGE = Symbol('FileStorage');
