import { featureMessages } from '@console/lib/i18n/messages';

/** The contract templates' screens; the placeholder syntax arrives as a value, untranslated. */
export const contractMessages = featureMessages(
  {
    upload: '上传模板',
    uploaded: '已上传：{{name}}',
    stored: '已上传',
    none: '尚未上传',
    download: '下载模板',
    hint: '仅支持 docx；占位符写作 {{syntax}}，如 {{example}}',
  },
  {
    upload: 'Upload template',
    uploaded: 'Uploaded: {{name}}',
    stored: 'Uploaded',
    none: 'Nothing uploaded yet',
    download: 'Download template',
    hint: 'docx only; placeholders are written {{syntax}}, e.g. {{example}}',
  },
);
