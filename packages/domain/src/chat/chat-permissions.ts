// Who may do what in a chat (spec 2 §2.8, §6; openapi.yaml getOrCreateChat): one chat per item
// and buyer, its members are the item's owner and that buyer, and staff may read and write in
// every chat. Screens get the answers as props.
import { ROLE_LABELS, isStaff, normalizeRole } from '../accounts/roles.ts';

export interface ChatParties {
  ownerId: string | null;
  buyerId: string | null;
}

export interface ChatViewer {
  id: string;
  role: string;
}

/** 'member' (the owner or the buyer), 'staff' (reads and writes in every chat), or null. */
export type ChatAccess = 'member' | 'staff' | null;

export function chatAccess(chat: ChatParties, viewer: ChatViewer | null): ChatAccess {
  if (!viewer) return null;
  if (viewer.id === chat.ownerId || viewer.id === chat.buyerId) return 'member';
  return isStaff(viewer.role) ? 'staff' : null;
}

export const canUseChat = (chat: ChatParties, viewer: ChatViewer | null) =>
  chatAccess(chat, viewer) !== null;

/** Sending is blocked while sending or when not logged in (spec 2 §5.5). */
export const canSendChatMessage = (
  chat: ChatParties,
  viewer: ChatViewer | null,
  sending: boolean,
) => !sending && canUseChat(chat, viewer);

/** The Admin badge: the sender is staff (spec 2 §2.8). */
export const isAdminSender = (role: string | null | undefined) => isStaff(role);

/** Sender role labels (spec 2 §2.8): Owner, Admin (manager), User; the roles' own labels. */
export const chatRoleLabel = (role: string | null | undefined) => ROLE_LABELS[normalizeRole(role)];
