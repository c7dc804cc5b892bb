/** Menu categories (WIRE.md): a console page, or a button on one. */
export const menuCategory = { menu: 1, button: 2 } as const;
