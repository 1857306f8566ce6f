import { describe, expect, it } from 'vitest';
import type { JobPorts, JobRecord } from './jobs';
import { startJobOfUpload, uploadStartPrefixes, type UploadTicketRecord } from './upload-started-jobs';
import { createUploadTicket } from './uploads';

const NOW = new Date('2026-01-05T10:00:00Z');

/** In-memory jobs, queue and upload tickets; the ticket recorded through the upload call. */
function world() {
  const jobs = new Map<string, JobRecord>();
  const queued: string[] = [];
  const tickets = new Map<string, UploadTicketRecord>();
  const store: JobPorts['store'] = {
    create: (job) => Promise.resolve(jobs.get(job.id) ?? (jobs.set(job.id, job), job)),
    get: (id) => Promise.resolve(jobs.get(id)),
    markRunning: () => Promise.resolve(),
    saveProgress: () => Promise.resolve(),
    finish: () => Promise.resolve(),
  };
  const ports = {
    store,
    enqueue: (id: string) => {
      queued.push(id);
      return Promise.resolve();
    },
    uploadTicket: (id: string) => Promise.resolve(tickets.get(id)),
  };
  const upload = (purpose: 'bankStatement' | 'cardSettlement', name = 'výpis září.csv') =>
    createUploadTicket(
      {
        presignUpload: (key) => Promise.resolve({ url: `https://s3/${key}`, headers: {} }),
        recordUpload: (ticket) => {
          tickets.set(ticket.id, ticket);
          return Promise.resolve();
        },
      },
      purpose,
      name,
      { by: 'admin-1', byName: 'Alena Adminová' },
      NOW,
    );
  return { jobs, queued, tickets, ports, upload };
}

describe('jobs started by an upload arriving in S3', () => {
  it('an uploaded bank statement starts its import once: a repeated event starts nothing more', async () => {
    const w = world();
    const { fileKey } = await w.upload('bankStatement');
    const jobId = fileKey.split('/')[2]!;
    expect(await startJobOfUpload(w.ports, fileKey, NOW)).toEqual({ kind: 'started', jobId });
    expect(w.jobs.get(jobId)).toMatchObject({
      kind: 'bankStatementImport',
      state: 'queued',
      input: { fileKey },
      createdBy: 'admin-1',
      createdByName: 'Alena Adminová',
    });
    expect(await startJobOfUpload(w.ports, fileKey, NOW)).toEqual({ kind: 'alreadyStarted', jobId });
    expect(w.jobs.size).toBe(1);
    expect(w.queued).toEqual([jobId]);
  });

  it('the start call first, then the event: one job, one queue message', async () => {
    const w = world();
    const { fileKey } = await w.upload('bankStatement');
    const jobId = fileKey.split('/')[2]!;
    // What upload-bank-csv does (startJob with the same id).
    await w.ports.store.create({ ...({} as JobRecord), id: jobId, state: 'queued', runs: 0 });
    w.queued.push(jobId);
    expect(await startJobOfUpload(w.ports, fileKey, NOW)).toEqual({ kind: 'alreadyStarted', jobId });
    expect(w.queued).toEqual([jobId]);
  });

  it('starts nothing for other purposes, keys the upload call never handed out, or a ticket of another key', async () => {
    const w = world();
    const card = await w.upload('cardSettlement');
    expect(w.tickets.size).toBe(0);
    expect(await startJobOfUpload(w.ports, card.fileKey, NOW)).toEqual({
      kind: 'ignored',
      reason: 'notStartedByUpload',
    });
    const forged = 'uploads/bankStatement/0b9c1f7e-2f4e-4f7a-9d55-0c9b5b7f0a11/a.csv';
    expect(await startJobOfUpload(w.ports, forged, NOW)).toEqual({
      kind: 'ignored',
      reason: 'unknownUpload',
    });
    const { fileKey } = await w.upload('bankStatement', 'a.csv');
    const renamed = fileKey.replace(/a\.csv$/, 'b.csv');
    expect(await startJobOfUpload(w.ports, renamed, NOW)).toEqual({
      kind: 'ignored',
      reason: 'unknownUpload',
    });
    expect(await startJobOfUpload(w.ports, 'uploads/bankStatement/../x', NOW)).toMatchObject({
      kind: 'ignored',
    });
    expect(w.jobs.size).toBe(0);
    expect(w.queued).toEqual([]);
  });

  it('the S3 rule listens under the bank statement prefix only', () => {
    expect(uploadStartPrefixes()).toEqual(['uploads/bankStatement/']);
  });
});
