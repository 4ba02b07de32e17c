/** OpenAPI and response schemas of a registration's photos. */
import { DECIMAL_ID_PATTERN } from '../../resources/kit';
import { idParams, noContent, routeSchema } from '../schemas/common';
import type { JsonSchema } from '../schemas/json-schema';

const tags = ['registrations'];
const decimalId = { type: 'string', pattern: DECIMAL_ID_PATTERN } as const;

const photoParams: JsonSchema = {
  type: 'object',
  properties: { id: { ...decimalId, description: 'registration id' }, photoId: decimalId },
  required: ['id', 'photoId'],
};

export const photoSchema: JsonSchema = {
  type: 'object',
  description: 'A photo of the registration',
  properties: {
    id: { type: 'integer' },
    type: { type: 'string', enum: ['image/jpeg', 'image/png'], description: 'read from the file itself' },
    size: { type: 'integer', description: 'bytes' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    created_at: { type: 'string', format: 'date-time' },
    url: { type: 'string', description: 'the picture' },
    thumbnail_url: { type: 'string', description: 'a JPEG at most 320 pixels wide and high' },
  },
  required: ['id', 'type', 'size', 'width', 'height', 'created_at', 'url', 'thumbnail_url'],
};

const picture = (description: string): JsonSchema => ({
  type: 'string',
  contentMediaType: 'image/*',
  description,
});

export const photoSchemas = {
  list: routeSchema({
    tags,
    operationId: 'listRegistrationPhotos',
    summary: "A registration's photos (whoever may read the registration)",
    access: 'session',
    params: idParams,
    response: { 200: { type: 'array', description: 'Its photos, oldest first', items: photoSchema } },
  }),
  add: routeSchema({
    tags,
    operationId: 'addRegistrationPhoto',
    summary: 'Attach a photo to a registration (at most 3; JPEG or PNG)',
    description:
      'multipart/form-data with the picture in the `photo` field. The type is read from the file, not ' +
      'from its name or the declared type. Sending the same picture again (a phone replaying its queue) ' +
      'answers the stored photo with 200 and adds nothing. The author may change the photos while the ' +
      'registration is waiting or sent back; those who may edit registrations, within their areas.',
    access: 'write',
    params: idParams,
    response: {
      200: { ...photoSchema, description: 'This picture was already attached' },
      201: { ...photoSchema, description: 'Attached' },
    },
    errors: [422],
  }),
  picture: routeSchema({
    tags,
    operationId: 'getRegistrationPhoto',
    summary: 'A photo at full size',
    access: 'session',
    params: photoParams,
    response: { 200: picture('The picture (JPEG or PNG)') },
  }),
  thumbnail: routeSchema({
    tags,
    operationId: 'getRegistrationPhotoThumbnail',
    summary: "A photo's thumbnail (JPEG, at most 320 pixels wide and high)",
    access: 'session',
    params: photoParams,
    response: { 200: picture('The thumbnail (JPEG)') },
  }),
  remove: routeSchema({
    tags,
    operationId: 'deleteRegistrationPhoto',
    summary: 'Delete a photo of a registration',
    access: 'write',
    params: photoParams,
    response: { 204: noContent('Deleted') },
    errors: [422],
  }),
};
