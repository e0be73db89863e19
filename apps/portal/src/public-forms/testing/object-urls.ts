import { onTestFinished } from 'vitest';

/**
 * jsdom makes no object URLs: each test that shows a chosen image gets numbered ones, and sees
 * which were made and which revoked. The stubs go when the test ends.
 */
export function stubObjectUrls(): { made: string[]; revoked: string[] } {
  const urls = { made: [] as string[], revoked: [] as string[] };
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = () => {
    const url = `blob:chosen-${urls.made.length + 1}`;
    urls.made.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void urls.revoked.push(url);
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  return urls;
}
