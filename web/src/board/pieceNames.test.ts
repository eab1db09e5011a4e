import { describe, expect, it } from 'vitest';
import { kindName, kindResult, kindSubject } from './pieceNames';
import { pieceLabel, seatName } from './pieces';

// The German and French names: chess's pieces as the FIDE Laws of Chess in German and French name them;
// Metamachy's as its German rules page (rules/metamachy.de.json) and their plain French words; the Meta as
// Metamate's rules pages; the pyramids as Martian Chess's German rules page (Bauer, Drohne, Königin) and their plain
// French words (pion, drone, reine).
const CHESS: Record<string, [string, string, string]> = {
  K: ['king', 'König', 'roi'],
  Q: ['queen', 'Dame', 'dame'],
  R: ['rook', 'Turm', 'tour'],
  B: ['bishop', 'Läufer', 'fou'],
  N: ['knight', 'Springer', 'cavalier'],
  P: ['pawn', 'Bauer', 'pion'],
  C: ['cannon', 'Kanone', 'canon'],
  M: ['camel', 'Kamel', 'chameau'],
  E: ['elephant', 'Elefant', 'éléphant'],
  A: ['eagle', 'Adler', 'aigle'],
  L: ['lion', 'Löwe', 'lion'],
  I: ['prince', 'Prinz', 'prince'],
};

describe('piece names', () => {
  it('names every chess and Metamachy kind in English, German and French', () => {
    for (const [kind, [en, de, fr]] of Object.entries(CHESS)) {
      expect([kindName(kind, 'en'), kindName(kind, 'de'), kindName(kind, 'fr')]).toEqual([en, de, fr]);
      expect([kindResult(kind, 'en'), kindResult(kind, 'de'), kindResult(kind, 'fr')]).toEqual([en, de, fr]);
    }
  });

  it("gives the French subject its article: le, la, and l' before a vowel", () => {
    expect(kindSubject('N', 'fr')).toBe('le cavalier');
    expect(kindSubject('Q', 'fr')).toBe('la dame');
    expect(kindSubject('R', 'fr')).toBe('la tour');
    expect(kindSubject('E', 'fr')).toBe("l'éléphant");
    expect(kindSubject('A', 'fr')).toBe("l'aigle");
    expect(kindSubject('N', 'de')).toBe('Springer');
    expect(kindSubject('N', 'en')).toBe('knight');
  });

  it('names the Meta configurations and the pyramids', () => {
    expect(kindName('M1h', 'de')).toBe('Meta M1, waagrecht');
    expect(kindName('M2.1', 'fr')).toBe('Meta M2.1');
    expect(kindSubject('M2.1', 'fr')).toBe('le Meta M2.1');
    expect(kindName('drone', 'de')).toBe('Drohne (mittlere Pyramide)');
    expect(kindSubject('queen', 'de')).toBe('Königin');
    expect(kindSubject('queen', 'fr')).toBe('la reine');
    expect(kindResult('drone', 'en')).toBe('drone');
  });

  it('names a lower-case letter as its kind, and an unknown kind by its text', () => {
    expect(kindName('q', 'de')).toBe('Dame');
    expect(kindName('Z', 'de')).toBe('Figur Z');
    expect(kindSubject('Z', 'fr')).toBe('la pièce Z');
    expect(kindName('other', 'en')).toBe('other piece');
  });

  it("names the seats: colours, and the game's own names where the catalogue knows them", () => {
    expect(seatName(0, 2, undefined, 'de')).toBe('Weiß');
    expect(seatName(1, 2, undefined, 'fr')).toBe('Noir');
    expect([0, 1, 2, 3].map((s) => seatName(s, 4, undefined, 'de'))).toEqual(['Rot', 'Blau', 'Gelb', 'Grün']);
    expect(seatName(null, 4, undefined, 'fr')).toBe('Gris');
    expect(seatName(0, 2, ['South', 'North'], 'de')).toBe('Süd');
    expect(seatName(3, 4, ['South-West', 'North-West', 'North-East', 'South-East'], 'fr')).toBe('Sud-Est');
    // A name the catalogue does not know is shown as the server wrote it; a seat beyond the tables by number.
    expect(seatName(1, 2, ['Left', 'Right'], 'de')).toBe('Right');
    expect(seatName(5, 4, undefined, 'de')).toBe('Platz 6');
  });

  it("names a piece with its seat in each language's order", () => {
    expect(pieceLabel(1, 2, 'N', 'en')).toBe('Black knight');
    expect(pieceLabel(1, 2, 'N', 'de')).toBe('Springer (Schwarz)');
    expect(pieceLabel(0, 4, 'E', 'fr')).toBe('éléphant (Rouge)');
  });
});
