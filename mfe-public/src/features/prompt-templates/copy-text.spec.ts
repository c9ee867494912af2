import { copyText } from './copy-text';

describe('copyText', () => {
  it('uses the Clipboard API when it is there', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const fallback = jest.fn();
    await expect(copyText('hello', { clipboard: { writeText }, fallback })).resolves.toBe('clipboard');
    expect(writeText).toHaveBeenCalledWith('hello');
    expect(fallback).not.toHaveBeenCalled();
  });

  it('falls back to the textarea when the Clipboard API rejects', async () => {
    const writeText = jest.fn().mockRejectedValue(new Error('NotAllowedError'));
    const fallback = jest.fn().mockReturnValue(true);
    await expect(copyText('hello', { clipboard: { writeText }, fallback })).resolves.toBe('fallback');
    expect(fallback).toHaveBeenCalledWith('hello');
  });

  it('falls back when there is no Clipboard API', async () => {
    const fallback = jest.fn().mockReturnValue(true);
    await expect(copyText('hello', { clipboard: undefined, fallback })).resolves.toBe('fallback');
  });

  it('rejects when nothing could copy', async () => {
    await expect(copyText('hello', { fallback: () => false })).rejects.toThrow(/clipboard/);
  });
});
