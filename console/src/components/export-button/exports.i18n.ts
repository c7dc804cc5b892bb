import { featureMessages } from '@console/lib/i18n/messages';

/** Export jobs: the button, the progress and the download. */
export const exportsMessages = featureMessages(
  {
    export: '导出',
    title: '导出',
    running: '正在导出,请稍候…',
    progress: '已完成 {{progress}}%',
    done: '导出完成,共 {{rows}} 条',
    download: '下载文件',
    failed: '导出失败: {{error}}',
  },
  {
    export: 'Export',
    title: 'Export',
    running: 'Exporting, please wait…',
    progress: '{{progress}}% done',
    done: 'Export finished, {{rows}} rows',
    download: 'Download',
    failed: 'Export failed: {{error}}',
  },
);
