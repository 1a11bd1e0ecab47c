import { describe, expect, it } from 'vitest';
import type { Task } from './documents-repository';
import { relevanceOf } from './documents-service';

const task = (
  taskId: string,
  status: Task['status'],
  createdAt: string,
  extra: Partial<Task> = {},
): Task => ({
  counterpartyId: 'c',
  taskId,
  publicId: taskId,
  companyName: 'ООО',
  companyCode: '1',
  documentType: 'VatXML',
  status,
  reportingYear: 2025,
  reportingQuarter: 2,
  files: [],
  createdBy: 'u',
  createdAt,
  lastModifiedDate: createdAt,
  ...extra,
});

describe('relevance (statusFromSmbk)', () => {
  it('keeps the newest accepted document of a type and period relevant, the older not', () => {
    const relevance = relevanceOf([
      task('old', 'DVS_ACCEPTED', '2026-01-01'),
      task('new', 'DVS_ACCEPTED', '2026-02-01'),
      task('other-period', 'DVS_ACCEPTED', '2026-01-15', { reportingQuarter: 3 }),
      task('rejected', 'DVS_REJECTED', '2026-03-01'),
      task('review', 'DVS_IN_PROGRESS', '2026-03-02'),
    ]);
    expect(Object.fromEntries(relevance)).toEqual({
      old: 'NOT_RELEVANT',
      new: 'RELEVANT',
      'other-period': 'RELEVANT',
      rejected: null,
      review: null,
    });
  });
});
