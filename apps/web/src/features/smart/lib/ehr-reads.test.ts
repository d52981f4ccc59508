import { describe, expect, it } from 'vitest';
import { displayName, EhrReadError, patientDetails } from './ehr-reads.ts';
import { confirmPatientText, patientLine } from './patient-text.ts';

describe('the launched patient as the banner shows it', () => {
  const patient = {
    resourceType: 'Patient',
    id: 'pat-1',
    name: [
      { use: 'nickname', given: ['Annie'] },
      { use: 'official', given: ['Ann', 'Marie'], family: 'Lee' },
    ],
    birthDate: '1980-04-12',
    gender: 'female',
    identifier: [
      { system: 'urn:ssn', value: '000-00-0000' },
      { type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR' }] }, value: 'MRN-77' },
    ],
  };

  it('takes the official name, date of birth, sex and the identifier of type MR', () => {
    const details = patientDetails('Patient/pat-1', patient);
    expect(details).toEqual({
      reference: 'Patient/pat-1',
      name: 'Ann Marie Lee',
      birthDate: '1980-04-12',
      sex: 'Female',
      mrn: 'MRN-77',
    });
    expect(patientLine(details)).toBe('Ann Marie Lee (born 1980-04-12, Female, MRN MRN-77)');
    expect(confirmPatientText(details)).toMatch(/^Send this call to the chart of Ann Marie Lee \(born 1980-04-12/);
  });

  it('says what the EHR did not give instead of guessing', () => {
    const details = patientDetails('Patient/x', { resourceType: 'Patient' });
    expect(details).toEqual({
      reference: 'Patient/x',
      name: 'Name not given by the EHR',
      birthDate: null,
      sex: null,
      mrn: null,
    });
    expect(patientLine(details)).toBe('Name not given by the EHR');
  });

  it('refuses an answer that is not a Patient', () => {
    expect(() => patientDetails('Patient/x', { resourceType: 'OperationOutcome' })).toThrow(EhrReadError);
  });

  it('names a person by the text of the name, else given and family names', () => {
    expect(displayName([{ text: 'Dr Nina Nurse, RN' }])).toBe('Dr Nina Nurse, RN');
    expect(displayName([{ use: 'usual', given: ['Nina'], family: 'Nurse' }])).toBe('Nina Nurse');
    expect(displayName([])).toBeNull();
    expect(displayName('Nina')).toBeNull();
  });
});
