import 'server-only';
import type { Db } from '@/db/client';
import { errorLog } from '@/db/schema';

type NewErrorLog = {
  orgId: string | null;
  userId: string | null;
  serviceName: string;
  serviceModule: string;
  code: number;
  deviceInfo?: string;
  message: string;
};

export async function insertErrorLog(db: Db, row: NewErrorLog) {
  const [created] = await db
    .insert(errorLog)
    .values({
      organizationId: row.orgId,
      userId: row.userId,
      serviceName: row.serviceName,
      serviceModule: row.serviceModule,
      code: row.code,
      deviceInfo: row.deviceInfo || null,
      message: row.message,
    })
    .returning({ id: errorLog.id });
  return { id: created.id };
}
