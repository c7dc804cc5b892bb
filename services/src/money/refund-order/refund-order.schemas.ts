import { z } from 'zod';
import { idListSchema, idSchema } from '@platform/http/id-schemas';
import { present } from '@services/money/money-schemas';

export const idQuery = z.object({ id: present('请选择退款订单').pipe(idSchema) });
export const idsQuery = z.object({ ids: present('请选择至少一条数据').pipe(idListSchema) });
