// Package cards holds cards, suits, ranks and card sets for trick-taking games.
//
// A card is a bit in a uint64 Set. Which physical card a bit stands for is decided by a Layout, one
// per game: each follow-suit class is a contiguous run of bits ordered by trick-taking power, strongest
// highest, so that following suit is hand & class and the winner of a trick is the highest bit among the
// trumps played, else among the cards of the led class.
//
// The package imports nothing of ours; every other package builds on it.
package cards
