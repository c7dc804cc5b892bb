import type { INestApplicationContext } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import {
  AnonymousRequestContextResolver,
  RequestContextResolver,
} from '@platform/context/request-context.resolver';

/**
 * The RequestContextResolver some module provides (authentication), or the anonymous default.
 * Looking through every module, rather than injecting, is what lets authentication replace the
 * resolver without any other module importing it; two providers fail the boot.
 */
export function findContextResolver(app: INestApplicationContext): RequestContextResolver {
  const provided = [...app.get(ModulesContainer).values()].flatMap((module) => {
    const wrapper = module.providers.get(RequestContextResolver);
    return wrapper ? [{ module: module.metatype.name, instance: wrapper.instance as unknown }] : [];
  });
  if (provided.length > 1) {
    const modules = provided.map(({ module }) => module).join(', ');
    throw new Error(`RequestContextResolver is provided by ${modules}; provide it in exactly one module`);
  }
  const [only] = provided;
  if (!only) return new AnonymousRequestContextResolver();
  // A request-scoped provider has no instance at boot, and the hooks need one for the process.
  if (typeof (only.instance as Partial<RequestContextResolver> | undefined)?.resolve !== 'function') {
    throw new Error(`RequestContextResolver in ${only.module} must be a singleton with a resolve() method`);
  }
  return only.instance as RequestContextResolver;
}
