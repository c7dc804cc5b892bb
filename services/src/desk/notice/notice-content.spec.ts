import { sanitizeNoticeContent } from '@services/desk/notice/notice-content';

describe('sanitizeNoticeContent', () => {
  it('keeps the markup the editor makes', () => {
    const html = '<h2>停电通知</h2><p><strong>周六</strong> <em>9:00</em></p><ul><li>一楼</li></ul>';
    expect(sanitizeNoticeContent(html)).toBe(html);
  });

  it('removes scripts and their text', () => {
    expect(sanitizeNoticeContent('<p>你好</p><script>alert(1)</script>')).toBe('<p>你好</p>');
  });

  it('removes event handlers and images that carry them', () => {
    expect(sanitizeNoticeContent('<p onclick="steal()">看<img src=x onerror="steal()"></p>')).toBe(
      '<p>看</p>',
    );
  });

  it('keeps web links, drops script links, and cuts a new window off from the console', () => {
    expect(sanitizeNoticeContent('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeNoticeContent('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops styles and unknown attributes', () => {
    expect(sanitizeNoticeContent('<p style="position:fixed" class="x" data-a="1">t</p>')).toBe('<p>t</p>');
  });
});
