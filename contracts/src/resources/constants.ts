// Resource constants of spec 001 sections 3-5, each defined once.

/** The copyright options of the resource dialog (spec 001 section 5), in the order it lists them. */
export const CopyrightOptions = ['CC', 'CC-BY', 'CC-BY-SA', 'Public Domain'] as const;
export type Copyright = (typeof CopyrightOptions)[number];

/** Resource status: 1 Active; a deleted resource stays listed with 0, without its delete icon. */
export const ResourceStatus = { Deleted: 0, Active: 1 } as const;
export type ResourceStatus = (typeof ResourceStatus)[keyof typeof ResourceStatus];

/** The image of a resource is a jpeg, jpg or png (spec 001 section 5), uploaded with this key. */
export const ResourceImageTypes = ['jpeg', 'jpg', 'png'] as const;
export const RESOURCE_UPLOAD_KEY = 'resource';

/** Where an uploaded blob is served: the server makes the key, so an image is only ever such a path. */
export const BLOB_URL_PREFIX = '/api/v1/blobs/';
