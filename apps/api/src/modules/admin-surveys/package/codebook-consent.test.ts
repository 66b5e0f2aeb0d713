import { describe, expect, it } from 'vitest';
import { markdownOf } from './codebook-blocks';
import { assentBlocks, parentalConsentBlocks, type ConsentRecords } from './codebook-consent';

const records = (changes: Partial<ConsentRecords>): ConsentRecords => ({
  studyParentalConsent: null,
  responsesByVersion: [],
  versions: [],
  classes: [],
  ...changes,
});

describe('the codebook on assent and parents’ consent', () => {
  it('says so when a version’s text is not stored, rather than quoting another', () => {
    const md = markdownOf(
      assentBlocks(records({ responsesByVersion: [{ version: 4, responses: 3 }] }), 'UTC'),
    );
    expect(md).toContain('### Version 4 / Phiên bản 4');
    expect(md).toContain('The text of this version is not stored in the database.');
    expect(md).toContain('no assent recorded / không ghi nhận sự đồng ý tham gia: 0');
  });

  it('reads "not recorded" where neither the study nor a class says, and a class’s own value where it does', () => {
    const md = markdownOf(
      parentalConsentBlocks(
        records({
          classes: [
            { label: '10A1', parentalConsentCollected: null },
            { label: '10A2', parentalConsentCollected: false },
          ],
        }),
      ),
    );
    expect(md).toContain('Whole study / Cả nghiên cứu: not recorded / chưa ghi nhận.');
    expect(md).toContain(
      '| 10A1 | as the study says / theo cài đặt của nghiên cứu | not recorded / chưa ghi nhận |',
    );
    expect(md).toContain('| 10A2 | no / không | not collected / không thu thập |');
  });

  it('says when no response names a class', () => {
    const md = markdownOf(parentalConsentBlocks(records({ studyParentalConsent: true })));
    expect(md).toContain(
      'Whole study / Cả nghiên cứu: collected by the school / nhà trường đã thu thập.',
    );
    expect(md).toContain('No response in these files names a class.');
  });
});
