import { z } from 'zod';

/**
 * An event manager's permission (spec §6): per series or per event. An event permission carries its
 * series too, so lists can be restricted to the permitted series' partitions in the query itself.
 */
export const PERMISSION_KINDS = ['series', 'event'] as const;
export type PermissionKind = (typeof PERMISSION_KINDS)[number];

export const permissionSchema = z.object({
  permissionId: z.string(),
  kind: z.enum(PERMISSION_KINDS),
  /** The series or event the permission is for. */
  guid: z.string(),
  seriesGuid: z.string(),
  /** Names at the time of granting, to list permissions without reading every series/event. */
  name: z.string(),
  seriesName: z.string(),
  dateCreated: z.string(),
  createdBy: z.string().optional(),
});
export type Permission = z.infer<typeof permissionSchema>;
