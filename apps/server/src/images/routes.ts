// Handlers of the photo operations (spec 2 §7.1) and the image service (§7.2).
import { defineRoutes } from '../plugins/contract-types.ts';
import { callerOf } from '../plugins/caller.ts';
import { uploadOf } from './multipart.ts';
import type { ImageService } from './service.ts';

export function imageRoutes(images: ImageService) {
  return defineRoutes({
    uploadItemImages: {
      rateLimit: 'create',
      async handler(request, reply) {
        const { type, id } = request.params;
        const result = await images.upload(type, id, callerOf(request), uploadOf(request));
        reply.code(201);
        return result;
      },
    },
    transferItemImages: {
      async handler(request, reply) {
        const { type, id } = request.params;
        const result = await images.transfer(type, id, request.body.images, callerOf(request));
        reply.code(201);
        return result;
      },
    },
    deleteItemImage: {
      async handler(request) {
        const { type, id, imageId } = request.params;
        return images.remove(type, id, imageId, callerOf(request));
      },
    },
    setPrimaryItemImage: {
      async handler(request) {
        const { type, id, imageId } = request.params;
        return images.setPrimary(type, id, imageId, callerOf(request));
      },
    },
    reorderItemImages: {
      async handler(request) {
        const { type, id } = request.params;
        return images.reorder(type, id, request.body.imageIds, callerOf(request));
      },
    },
    getImageUploadAuth: {
      async handler() {
        return images.uploadAuth();
      },
    },
    uploadImage: {
      rateLimit: 'create',
      async handler(request, reply) {
        const result = await images.uploadOne(callerOf(request), uploadOf(request));
        reply.code(201);
        return { success: true as const, ...result, data: result };
      },
    },
  });
}
