{{-- The plain-text part names the sender without a link: the only links in it are the message's own. --}}
{{ $slot }}
