/** A role with this alias sees every menu and is never filtered (WIRE.md). */
export const administratorAlias = 'administrator';
