/** The stream that holds one goods item's events. */
export function goodsStreamId(id: string): string {
  return `goods-${id}`;
}
