// Package skat holds the rules of Skat as data, its notations and its scoring.
//
// Rules follow the International Skat Order (ISkO): three seats, forehand (FH), middlehand (MH)
// and rearhand (RH), play in that order; the declarer plays against the two defenders. The game
// types are the four suit games (diamonds, hearts, spades, clubs), grand and null, each with its
// own cards.Layout (layout.go): in suit games the four jacks and the seven cards of the trump suit
// form the top run of eleven bits, in grand the four jacks alone, and null has four plain suits
// ranked A K Q J T 9 8 7. Cards move between layouts through their cards.Face.
//
// Notation (notation.go, position.go, iss.go): cards are written suit-rank ("CJ", "SA", "HT",
// "D7"), hands suit-dotted in the order clubs.spades.hearts.diamonds with ranks A K Q J T 9 8 7
// ("J9.KJT.AJ8.AT"), deals as the three hands FH MH RH and the skat. Positions come as the JSON
// lines of the reference data, game records as ISS/DOSKV records.
//
// Scoring (contract.go, value.go): game values with matadors, hand, schneider, schwarz and their
// announcements, ouvert, the null values, overbidding (ISkO 5.4), and the Seeger-Fabian list
// score.
package skat
