// Handlers of the users operations, bound to openapi.yaml by operationId. Every operation below
// is bearerAuth in the contract, so the auth hook has set the caller.
import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@pedalswap/domain';
import { PROFILE_MESSAGES } from '@pedalswap/domain/accounts';
import { AppError, validationFailed } from '../errors.ts';
import { callerOf } from '../plugins/caller.ts';
import { defineRoutes } from '../plugins/contract-types.ts';
import type { AuthService } from '../auth/service.ts';
import type { UserService } from './service.ts';

const noImage = () => validationFailed([{ path: 'image', msg: PROFILE_MESSAGES.avatarNotImage }]);
const tooLarge = () => new AppError(413, 'payload_too_large', PROFILE_MESSAGES.avatarTooLarge);

/** Reads the one `image` file of a multipart request; the size limit is the spec's 5 MB. */
async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw noImage();
  let data: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' || data) {
          await part.toBuffer(); // drain, so the request finishes cleanly
          continue;
        }
        data = await part.toBuffer();
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw validationFailed([{ path: 'image', msg: 'Send one image file only' }]);
    if (err instanceof AppError) throw err;
    throw validationFailed([{ path: 'body', msg: 'The upload could not be read' }]);
  }
  if (!data || data.length === 0) throw noImage();
  if (data.length > LIMITS.avatarMaxBytes) throw tooLarge();
  return data;
}

export function userRoutes(auth: AuthService, users: UserService) {
  return defineRoutes({
    getProfile: {
      async handler(request) {
        return { user: await auth.profile(callerOf(request).id) };
      },
    },
    updateProfile: {
      async handler(request) {
        const user = await users.updateProfile(callerOf(request), request.body);
        return { message: PROFILE_MESSAGES.profileUpdated, user };
      },
    },
    deleteAccount: {
      async handler(request) {
        await users.deleteAccount(callerOf(request));
        return { message: PROFILE_MESSAGES.accountDeleted };
      },
    },
    uploadAvatar: {
      rateLimit: 'create',
      async handler(request) {
        const data = await readImagePart(request);
        const user = await users.uploadAvatar(callerOf(request), data);
        return { avatarUrl: user.avatarUrl ?? '', message: PROFILE_MESSAGES.avatarUpdated, user };
      },
    },
    requestEmailChange: {
      rateLimit: 'auth',
      async handler(request) {
        await users.requestEmailChange(callerOf(request), request.body);
        return { message: PROFILE_MESSAGES.emailChangeSent };
      },
    },
    verifyEmailChange: {
      rateLimit: 'auth',
      async handler(request) {
        const { email } = await users.verifyEmailChange(request.body);
        return { email, message: PROFILE_MESSAGES.emailChanged };
      },
    },
    getUser: {
      async handler(request) {
        return { user: await users.getUser(callerOf(request), request.params.id) };
      },
    },
  });
}
