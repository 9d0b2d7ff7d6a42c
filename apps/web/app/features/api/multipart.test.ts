import { describe, expect, it } from 'vitest';
import { multipartBody } from './multipart';

describe('multipartBody', () => {
  it('puts the fields in `data` as JSON and each file in its own part', async () => {
    const image = new File(['abc'], 'work.jpg', { type: 'image/jpeg' });
    const form = multipartBody({ title: '무제' }, [{ field: 'images', file: image }]);
    expect(form).toBeInstanceOf(FormData);
    expect(JSON.parse(form.get('data') as string)).toEqual({ title: '무제' });
    const sent = form.get('images') as File;
    expect(sent.name).toBe('work.jpg');
    expect(await sent.text()).toBe('abc');
  });

  it('leaves `data` out when there are no fields', () => {
    const form = multipartBody(undefined, []);
    expect(form.has('data')).toBe(false);
  });
});
