import { CreateReplySchema, CreateThreadSchema, UpdateReplySchema, UpdateThreadSchema } from './discussions';
import { STILL_UPLOADING, UPLOAD_MESSAGES, uploadingImage } from './uploads';
import { validateWith } from './validation';

describe('a post still holding an image that uploads', () => {
  const body = `Here is the chart:\n\n${uploadingImage(3)}\n\nWhat do you make of it?`;

  it('is refused on every schema that takes a body, with the message that says why', () => {
    expect(STILL_UPLOADING.test(body)).toBe(true);
    expect(validateWith(CreateReplySchema)({ body })).toEqual({ body: UPLOAD_MESSAGES.stillUploading });
    expect(validateWith(UpdateReplySchema)({ body })).toEqual({ body: UPLOAD_MESSAGES.stillUploading });
    expect(validateWith(CreateThreadSchema)({ title: 'A chart', body })).toEqual({ body: UPLOAD_MESSAGES.stillUploading });
    expect(validateWith(UpdateThreadSchema)({ body })).toEqual({ body: UPLOAD_MESSAGES.stillUploading });
  });

  it('is a post like any other once the image is in, and words alike are only words', () => {
    const done = body.replace(uploadingImage(3), '![A bar chart](/uploads/abc.480-960/960.webp#960x540)');
    expect(validateWith(CreateReplySchema)({ body: done })).toBeUndefined();
    expect(validateWith(CreateReplySchema)({ body: 'Uploading image… took a while, (upload:1) is not one' })).toBeUndefined();
  });
});
