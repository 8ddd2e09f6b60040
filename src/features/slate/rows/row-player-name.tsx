import { playerSurname } from '../../../../contract/player-surname';

/** A name cut into the pieces a row may wrap between: given names, then the surname, kept whole. */
interface NamePiece {
  text: string;
  /** Given names give way (cut with an ellipsis) before any surname does. */
  given: boolean;
}

/**
 * The pieces of a shown name: a player's given names and surname (the one surname rule,
 * `playerSurname`); a doubles team shown by surnames ("Klaasen / Melo") one piece per member.
 */
export function namePieces(name: string): NamePiece[] {
  if (name.includes(' / ')) {
    const members = name.split(' / ');
    return members.map((m, i) => ({ text: i < members.length - 1 ? `${m} /` : m, given: false }));
  }
  const surname = playerSurname(name);
  const given = name.trim().slice(0, -surname.length).trim();
  return given === surname || given === ''
    ? [{ text: surname, given: false }]
    : [
        { text: given, given: true },
        { text: surname, given: false },
      ];
}

/**
 * A row's player name: on one line where it fits, else given names above the surname. The surname is
 * never broken or cut (on a phone beside five sets "Edouard Roger-Vasselin" read "Edouard Roger-…");
 * a given name too long for its line is cut with an ellipsis instead (the whole name is on hover).
 * The name keeps one weight on a phone whoever serves (the dot and the lit point cell say who does):
 * a bold name is wider, and a name that fits only in the regular weight would reflow at every game,
 * growing the row and moving every row below it.
 */
export function RowPlayerName({
  name,
  fullName,
  strong,
}: {
  name: string;
  fullName: string;
  strong: boolean;
}) {
  const pieces = namePieces(name);
  return (
    <span
      data-testid="player-name"
      title={fullName}
      className={`flex min-w-0 flex-wrap items-baseline gap-x-1 ${strong ? 'sm:font-semibold' : ''}`}
    >
      {pieces.map((piece, i) => (
        // A name's pieces never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={i} className={piece.given ? 'min-w-0 truncate' : 'max-w-full truncate'}>
          {piece.text}
          {/* A space in the text (flex drops it from the layout): the name reads whole when copied. */}
          {i < pieces.length - 1 && ' '}
        </span>
      ))}
    </span>
  );
}
