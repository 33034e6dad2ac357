// Handlers of the devices operations (all bearerAuth: the auth hook sets request.user).
import { defineRoutes } from '../plugins/contract-types.ts';
import { DEVICE_MESSAGES, type DeviceService } from './service.ts';

export function deviceRoutes(devices: DeviceService) {
  return defineRoutes({
    listDevices: {
      async handler(request) {
        const user = request.user!;
        return { devices: await devices.list(user.id, user.sessionId) };
      },
    },
    revokeDevice: {
      async handler(request) {
        await devices.revoke(request.user!.id, request.params.id);
        return { message: DEVICE_MESSAGES.revoked };
      },
    },
    revokeOtherDevices: {
      async handler(request) {
        const user = request.user!;
        const revokedCount = await devices.revokeOthers(user.id, user.sessionId);
        return { message: DEVICE_MESSAGES.othersRevoked, revokedCount };
      },
    },
    revokeAllDevices: {
      async handler(request) {
        const revokedCount = await devices.revokeAll(request.user!.id);
        return { message: DEVICE_MESSAGES.allRevoked, revokedCount };
      },
    },
  });
}
