// Handlers of the devices operations (all bearerAuth: the auth hook has set the caller).
import { defineRoutes } from '../plugins/contract-types.ts';
import { callerOf, sessionCallerOf } from '../plugins/caller.ts';
import { DEVICE_MESSAGES, type DeviceService } from './service.ts';

export function deviceRoutes(devices: DeviceService) {
  return defineRoutes({
    listDevices: {
      async handler(request) {
        return { devices: await devices.list(sessionCallerOf(request)) };
      },
    },
    revokeDevice: {
      async handler(request) {
        await devices.revoke(callerOf(request), request.params.id);
        return { message: DEVICE_MESSAGES.revoked };
      },
    },
    revokeOtherDevices: {
      async handler(request) {
        const revokedCount = await devices.revokeOthers(sessionCallerOf(request));
        return { message: DEVICE_MESSAGES.othersRevoked, revokedCount };
      },
    },
    revokeAllDevices: {
      async handler(request) {
        const revokedCount = await devices.revokeAll(callerOf(request));
        return { message: DEVICE_MESSAGES.allRevoked, revokedCount };
      },
    },
  });
}
