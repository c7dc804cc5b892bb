import { ResourcePage } from '@console/components/resource-screen/resource-page';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { NoticeContentEditor } from '@console/features/desk/components/notice-content-editor';

/** The rich text is read in the record's dialog; the list shows what finds a notice. */
const options: ScreenOptions = {
  columns: ['title', 'category', 'releaseTime'],
  editors: { content: NoticeContentEditor },
  dialogWidth: 880,
};

/** Notices (/desk/notice): the generic screen, the content written with a rich-text editor. */
export function NoticePage() {
  return <ResourcePage name="notice" options={options} />;
}
