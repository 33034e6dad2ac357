// The brand-match rule (issue 24): one misread letter is tolerated, a two-letter brand is never
// taken from noise alone, and a read that could be two names gives no brand.
import { describe, expect, it } from 'vitest';
import { matchLines, matchText } from './brand-match.ts';

const line = (text: string, confidence = 0.95) => ({ text, confidence });

describe('matching read text to the catalog', () => {
  it('takes a brand read exactly, in any case, even glued to noise on its tube', () => {
    expect(matchLines([line('Canyon')])?.brand.name).toBe('Canyon');
    expect(matchLines([line('specialized')])?.brand.name).toBe('Specialized');
    expect(matchLines([line('lCANYONl')])).toMatchObject({
      brand: { name: 'Canyon' },
      brandEvidence: 'exact',
    });
  });

  it('tolerates one misread letter, two in long names, and not more', () => {
    expect(matchLines([line('PINARELL0')])).toMatchObject({
      brand: { name: 'Pinarello' },
      brandEvidence: 'fuzzy',
    });
    expect(matchLines([line('cervlo')])?.brand.name).toBe('Cervelo');
    // Its "EVEL" is one letter from Revel too: the longer name misread wins.
    expect(matchLines([line('cevelo')])?.brand.name).toBe('Cervelo');
    expect(matchLines([line('TREX')])).toMatchObject({ brand: { name: 'Trek' } });
    expect(matchLines([line('CANN0NDAIE')])?.brand.name).toBe('Cannondale');
    expect(matchLines([line('CAXYOX')])).toBeNull();
    expect(matchLines([line('TRXX')])).toBeNull();
  });

  it('does not take a 4-letter brand one letter off from an unsure read or from inside noise', () => {
    expect(matchLines([line('TREX', 0.6)])).toBeNull();
    expect(matchLines([line('xxTRExx')])).toBeNull();
  });

  it('never takes a two-letter brand from noise alone', () => {
    // Texture and spokes read as short words among others: no GT.
    expect(matchLines([line('ll GT ==')])).toBeNull();
    expect(matchLines([line('GTX')])).toBeNull();
    expect(matchLines([line('AGT')])).toBeNull();
    // Alone on its tube but read unsurely: still no.
    expect(matchLines([line('GT', 0.7)])).toBeNull();
    // Alone on its tube and read surely: the decal.
    expect(matchLines([line('GT', 0.97)])?.brand.name).toBe('GT');
    // Among other words, with one of its models read: GT.
    expect(matchLines([line('gt zaskar'), line('noise')])).toMatchObject({
      brand: { name: 'GT' },
      model: { name: 'Zaskar' },
    });
    // Three-letter brands likewise.
    expect(matchLines([line('a BMC b')])).toBeNull();
    expect(matchLines([line('BMC', 0.8)])?.brand.name).toBe('BMC');
  });

  it('gives no brand from a word that is another catalog name one letter off', () => {
    // Ibis' model RIPLEY is one letter from the brand RIDLEY: it names Ibis, not Ridley.
    expect(matchLines([line('Ripley')])).toMatchObject({
      brand: { name: 'Ibis' },
      brandEvidence: 'from_model',
    });
    expect(matchLines([line('Ripleye')])?.brand.name).not.toBe('Ridley');
  });

  it('gives no brand when two brands are read', () => {
    expect(matchLines([line('TREK'), line('GIANT')])).toBeNull();
  });

  it('reads the model beside the brand and keeps the full-confidence text form', () => {
    expect(matchText('SANTA CRUZ\nHIGHTOWER')).toMatchObject({
      brand: { name: 'Santa Cruz' },
      model: { name: 'Hightower', type: 'mountain' },
    });
  });
});
