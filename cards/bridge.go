// bridge.go holds the bridge layouts: four suits of thirteen, one 16-bit lane each.

package cards

// Bridge strains, numbered as in DDS: spades, hearts, diamonds, clubs, then notrump.
const (
	NoTrump   = 4
	NumStrain = 5
)

var bridgeLayouts [NumStrain]*Layout

func init() {
	for strain := 0; strain < NumStrain; strain++ {
		var cls [NumSuits]Class
		for s := Suit(0); s < NumSuits; s++ {
			faces := make([]Face, 0, 13)
			for r := Rank(2); r <= Ace; r++ {
				faces = append(faces, Face{s, r})
			}
			cls[s] = Class{Base: BridgeCard(s, 2), Faces: faces}
		}
		trump := strain
		if strain == NoTrump {
			trump = -1
		}
		bridgeLayouts[strain] = NewLayout("bridge", trump, [NumSuits]Suit{Spades, Hearts, Diamonds, Clubs}, nil, cls[:]...)
	}
}

// Bridge returns the bridge layout for a strain (Spades..Clubs as Suit numbers, or NoTrump).
// Suit s takes bits 16s+2 … 16s+14, a card's bit within its lane being its rank, so the bit of a
// card is the same in every strain; only the trump class differs.
func Bridge(strain int) *Layout { return bridgeLayouts[strain] }

// BridgeCard returns the bit of a bridge card: 16·suit + rank.
func BridgeCard(s Suit, r Rank) Card { return Card(16*int(s) + int(r)) }

// BridgeSuit returns the 13 bits of suit s in a bridge layout.
func BridgeSuit(s Suit) Set { return Set(0x7ffc) << (16 * uint(s)) }
