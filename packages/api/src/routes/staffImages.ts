// POST /api/staff/images: the back office uploads a photo for a dish, category or promotion and gets back
// its hash, which the editors then save as the picture (services/images.ts checks, cuts and stores it).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { CATALOG_LIMITS } from '@nori/core/catalog';
import { fieldError } from '../http/errors';
import { errors, ErrorSchema, json } from '../http/schemas';
import { actorOf, requireRole, staffAuth, type StaffEnv } from '../http/staffAuth';
import { uploadedImage } from '../images/variants';
import type { AppDeps } from '../services';
import { createImageService, tooBigError } from '../services/images';
import { ImageSchema } from './catalog';

const Uploaded = z
  .object({
    hash: z.string().openapi({ description: 'SHA-256 of the file: the value of `image` in the editors' }),
    width: z.number().openapi({ description: 'of the original, upright' }),
    height: z.number(),
    image: ImageSchema,
  })
  .openapi('UploadedImage');

export function staffImageRoutes({ services, config, manage }: AppDeps) {
  const app = new OpenAPIHono<StaffEnv>();
  const images = createImageService({ manage, dir: config.uploadsDir });
  const { photoBytes, photoMinSide, photoMaxSide } = CATALOG_LIMITS;

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/staff/images',
      summary: 'Upload a photo (owner, manager): its hash goes into a dish’s, category’s or promotion’s `image`',
      description:
        `JPEG, PNG, WebP or AVIF, recognised by content (never the name or declared type); at most ` +
        `${photoBytes / 1024 / 1024} MB (413), ${photoMinSide}–${photoMaxSide} px a side after EXIF rotation (422); ` +
        'a file whose pixels cannot be read (cut short, damaged) is a 422 naming it. ' +
        'Cut to 4:3 AVIF and WebP at 320, 640 and 960 px (the widths the photo reaches), served from ' +
        '`/images/u/{hash}-{width}.{avif|webp}` for a year. The same file twice is the same picture. A picture ' +
        'nothing refers to is deleted a day after its upload. Needs the `X-CSRF-Token` header.',
      middleware: [staffAuth(services.staff, config), requireRole('owner', 'manager')],
      request: {
        body: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: { file: { type: 'string', format: 'binary' } },
              },
            },
          },
        },
      },
      responses: {
        201: json(z.object({ data: Uploaded }), 'Stored (or already there)'),
        401: errors[401],
        403: errors[403],
        413: json(ErrorSchema, 'The file is too big'),
        422: errors[422],
      },
    }),
    async (c) => {
      // Parsed once already by the text guard (and cached on the request), within app.ts's LARGE_BODY_BYTES.
      const form = await c.req.formData().catch(() => null);
      const file = form?.get('file');
      if (!file || typeof file === 'string') throw fieldError('file', 'field.required');
      if (file.size > photoBytes) throw tooBigError();
      const bytes = new Uint8Array(await file.arrayBuffer());
      // The name as the uploader knows it, for messages only (never a path): its last 100 characters.
      const picture = await images.upload(actorOf(c, config), bytes, file.name.slice(-100) || 'photo');
      const { hash, width, height } = picture;
      return c.json({ data: { hash, width, height, image: uploadedImage(config.publicApiUrl, picture, '') } }, 201);
    },
  );

  return app;
}
