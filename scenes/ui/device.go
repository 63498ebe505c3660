package ui

// Form is the kind of screen in hand. It sets the least size of what a
// finger taps and of the text a person reads at arm's length: a desktop
// keeps the 1280x720 design as it is; a touch screen gets targets and
// text no smaller than its minimums (MinTargetCSS, MinTextCSS), in CSS
// pixels (a phone's or tablet's device-independent pixels).
type Form int

// The forms a screen can take.
const (
	FormDesktop Form = iota // a mouse and a keyboard
	FormTablet              // a touch screen at least 600 CSS px on its short side
	FormPhone               // a smaller touch screen
)

// tabletShortSide is the short side, in CSS px, from which a touch screen
// is a tablet (a 1024x768 tablet; a 844x390 phone in landscape is not).
const tabletShortSide = 600

// FormFor is the form of a screen cssW x cssH CSS px large, touch or not.
func FormFor(touch bool, cssW, cssH float64) Form {
	switch {
	case !touch:
		return FormDesktop
	case min(cssW, cssH) >= tabletShortSide:
		return FormTablet
	default:
		return FormPhone
	}
}

// ParseForm reads a form's name (String); ok is false for any other.
func ParseForm(s string) (f Form, ok bool) {
	for _, f := range []Form{FormDesktop, FormTablet, FormPhone} {
		if f.String() == s {
			return f, true
		}
	}
	return FormDesktop, false
}

// String is the form's name: "desktop", "tablet" or "phone".
func (f Form) String() string {
	switch f {
	case FormTablet:
		return "tablet"
	case FormPhone:
		return "phone"
	}
	return "desktop"
}

// Touch reports whether the form is a touch screen.
func (f Form) Touch() bool { return f != FormDesktop }

// MinTargetCSS is the least width and height, in CSS px, of anything a
// person taps on this form (0: no minimum beyond the desktop design).
func (f Form) MinTargetCSS() float64 {
	switch f {
	case FormTablet:
		return 44
	case FormPhone:
		return 36
	}
	return 0
}

// MinTextCSS is the least text size (the font's em size), in CSS px, on
// this form (0: the desktop design's own sizes).
func (f Form) MinTextCSS() float64 {
	switch f {
	case FormTablet:
		return 12
	case FormPhone:
		return 10
	}
	return 0
}

// KeyHints says whether buttons show their keyboard shortcut ("Enter",
// "Esc") beside the label: the app turns it off on a touch screen, where
// no keyboard is at hand.
var KeyHints = true

// Keys is withKeys where a keyboard and a mouse are at hand, and touch on
// a touch screen (KeyHints off): what a sentence tells a person to do
// names no key, right-click or hover they do not have.
func Keys(withKeys, touch string) string {
	if KeyHints {
		return withKeys
	}
	return touch
}

// LetGoFirst is the refusal of a click that would start another choice
// while one is half made (every table that keeps a selection says it).
func LetGoFirst() string {
	return Keys("First let go of what is chosen: click it again, press Esc, right-click or click Back.",
		"First let go of what is chosen: tap it again or tap Back.")
}
