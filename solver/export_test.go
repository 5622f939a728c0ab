// export_test.go exposes internals to the external tests of package solver (tuning).

package solver

// PartnershipWeights is the weight table of the partnership ordering (order4.go).
var PartnershipWeights = &pw

// PointWeights is the weight table of the card-point ordering (orderpoints.go).
var PointWeights = &ppw
