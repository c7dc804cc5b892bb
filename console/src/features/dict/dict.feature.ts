import { createElement } from 'react';
import { dictMessages } from '@console/features/dict/dict.i18n';
import { defineFeature, type PageLoader } from '@console/lib/feature-manifest/feature-manifest';

function dictPage(resource: 'dict' | 'dictBiz', layout: 'horizontal' | 'vertical'): PageLoader {
  return async () => {
    const { DictScreen } = await import('@console/features/dict/components/dict-screen');
    return () => createElement(DictScreen, { resource, layout });
  };
}

/** The system and business dictionaries. */
export const dictFeature = defineFeature({
  namespace: 'dict',
  messages: dictMessages,
  menuPages: {
    '/system/dict': dictPage('dict', 'horizontal'),
    '/system/dictbiz': dictPage('dictBiz', 'horizontal'),
  },
  // Fixed routes of SPEC.md §2, outside the menus: the system dictionaries in both layouts.
  pagesWithoutMenu: {
    '/dict-horizontal': dictPage('dict', 'horizontal'),
    '/dict-vertical': dictPage('dict', 'vertical'),
  },
});
