"""Signatures and malformed input: wrong, missing and replayed signatures and garbage frames
are dropped, and the kernel still answers the next good message."""
from __future__ import annotations

import zmq
from jupyter_client.session import Session

DELIMITER = b"<IDS|MSG>"


def shell_socket(manager):
    info = manager.get_connection_info()
    socket = zmq.Context.instance().socket(zmq.DEALER)
    socket.linger = 0
    socket.connect(f"{info['transport']}://{info['ip']}:{info['shell_port']}")
    key = info["key"] if isinstance(info["key"], bytes) else info["key"].encode()
    return socket, Session(key=key, signature_scheme=info["signature_scheme"])


def kernel_info_frames(session):
    return session.serialize(session.msg("kernel_info_request", {}))


def reply_to(socket, session, timeout_ms):
    if not socket.poll(timeout_ms):
        return None
    frames = socket.recv_multipart()
    _, message_frames = session.feed_identities(frames)
    return session.deserialize(message_frames)


def assert_dropped_then_answered(socket, session, bad_frames):
    socket.send_multipart(bad_frames)
    assert reply_to(socket, session, 500) is None, "the kernel answered a message it should drop"
    good = kernel_info_frames(session)
    socket.send_multipart(good)
    reply = reply_to(socket, session, 10_000)
    assert reply is not None and reply["msg_type"] == "kernel_info_reply"


def test_wrong_signature_is_ignored(kernel):
    manager, _ = kernel
    socket, session = shell_socket(manager)
    frames = kernel_info_frames(session)
    frames[1] = b"0" * len(frames[1])
    assert_dropped_then_answered(socket, session, frames)


def test_missing_signature_is_ignored(kernel):
    manager, _ = kernel
    socket, session = shell_socket(manager)
    frames = kernel_info_frames(session)
    frames[1] = b""
    assert_dropped_then_answered(socket, session, frames)


def test_altered_content_is_ignored(kernel):
    manager, _ = kernel
    socket, session = shell_socket(manager)
    frames = kernel_info_frames(session)
    frames[5] = b'{"extra": 1}'
    assert_dropped_then_answered(socket, session, frames)


def test_replayed_message_is_ignored(kernel):
    manager, _ = kernel
    socket, session = shell_socket(manager)
    frames = kernel_info_frames(session)
    socket.send_multipart(frames)
    assert reply_to(socket, session, 10_000)["msg_type"] == "kernel_info_reply"
    assert_dropped_then_answered(socket, session, frames)


def test_garbage_frames_are_ignored(kernel):
    manager, _ = kernel
    socket, session = shell_socket(manager)
    for garbage in ([b"garbage"], [DELIMITER], [DELIMITER, b"sig", b"{}"], [b"\xff\xfe", DELIMITER, b"", b"", b"", b"", b""]):
        assert_dropped_then_answered(socket, session, garbage)


def test_signed_invalid_json_is_ignored(kernel):
    manager, _ = kernel
    socket, session = shell_socket(manager)
    parts = [b'{"msg_type": "kernel_info_request", ', b"{}", b"{}", b"{}"]
    assert_dropped_then_answered(socket, session, [DELIMITER, session.sign(parts), *parts])
    header = session.msg_header("kernel_info_request")
    parts = [session.pack(header), b"[1, 2]", b"{}", b"\xc3\x28"]
    assert_dropped_then_answered(socket, session, [DELIMITER, session.sign(parts), *parts])


def test_header_without_message_type_is_ignored(kernel):
    manager, _ = kernel
    socket, session = shell_socket(manager)
    parts = [b'{"msg_id": "x1", "session": "s", "username": "u", "version": "5.4"}', b"{}", b"{}", b"{}"]
    assert_dropped_then_answered(socket, session, [DELIMITER, session.sign(parts), *parts])
