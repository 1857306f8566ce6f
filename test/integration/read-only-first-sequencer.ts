import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Integration files share one seeded stack. Files that only read the demo catalogue (prices by
 * tier, start-list totals) run first; files that place registrations on the demo races (those under
 * `orders/`, `check-in/`, `self-service/`, and the authorization matrix, whose owned records come from the real checkout) change
 * those figures, so they run last.
 */
/** Folders whose files place or change registrations on the demo races (check-in and race changes do). */
const WRITER_FOLDERS = ['orders', 'check-in', 'self-service', 'webhooks', 'partner'];

export class ReadOnlyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const writes = (f: TestSpecification) =>
      WRITER_FOLDERS.some((folder) => f.moduleId.includes(`/test/integration/${folder}/`)) ||
      f.moduleId.endsWith('/authorization-matrix.test.ts')
        ? 1
        : 0;
    const integration = files.filter((f) => f.project.name === 'integration');
    if (integration.length === 0) return super.sort(files);
    const others = await super.sort(files.filter((f) => f.project.name !== 'integration'));
    return [
      ...others,
      ...integration.sort((a, b) => writes(a) - writes(b) || a.moduleId.localeCompare(b.moduleId)),
    ];
  }
}
