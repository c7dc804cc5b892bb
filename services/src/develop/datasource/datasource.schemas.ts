import { z } from 'zod';
import { idSchema } from '@platform/http/id-schemas';
import { submitSchemaOf } from '@platform/resource-registry/resource-submit-schema';
import { datasourceResource } from '@services/develop/datasource/datasource.resource';

export const datasourceForm = submitSchemaOf(datasourceResource);
export type DatasourceForm = z.output<typeof datasourceForm>;

/** The data source a call works on. */
export const datasourceIdQuery = z.object({ id: idSchema });
export type DatasourceIdQuery = z.output<typeof datasourceIdQuery>;
