import { SetMetadata } from '@nestjs/common';

export const RAW_RESPONSE = 'http:raw-response';

/**
 * The handler's result is sent as it is, without the envelope. Only for answers WIRE.md shapes
 * differently (the OAuth token answer); errors still answer the envelope.
 */
export const RawResponse = () => SetMetadata(RAW_RESPONSE, true);
