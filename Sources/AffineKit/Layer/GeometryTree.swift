/// A tree of views (UIKit's rules for hit testing).
public typealias ViewTree = GeometryTree<ViewGeometry>

/// A tree of layers (Core Animation's rules for hit testing).
public typealias LayerTree = GeometryTree<LayerGeometry>

/// A value-type tree of layers or views, for converting points and rectangles between any two
/// nodes, hit testing, and following a view hierarchy as it is edited.
///
/// Nodes are added under a parent (or as roots) and keep their ``NodeID`` while they are in the
/// tree. Children are kept in order; the last child is front-most, as the last subview is. A
/// node's geometry is expressed in its parent's bounds space (its `position`/`center` and `frame`
/// are in the parent's coordinates), so a parent's `bounds.origin` shifts all its children.
///
///     var tree = ViewTree()
///     let root = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
///     let child = tree.add(ViewGeometry(frame: Rect(x: 100, y: 100, width: 50, height: 50)), to: root)!
///     tree.convert(Point(x: 0, y: 0), from: child, to: root)   // (100.0, 100.0)
///
/// The tree can be edited as a view hierarchy is, with UIKit's names where UIKit has them:
/// ``removeFromParent(_:)`` (`removeFromSuperview()`), ``insert(_:at:in:)``
/// (`insertSubview(_:at:)`), ``bringToFront(_:)`` (`bringSubviewToFront(_:)`),
/// ``sendToBack(_:)`` (`sendSubviewToBack(_:)`) and ``exchangeChild(at:withChildAt:in:)``
/// (`exchangeSubview(at:withSubviewAt:)`). Each returns a ``TreeEditResult``; a refused edit
/// leaves the tree bit-identical. A removed node's identifier is never issued again, and the tree
/// answers it as it answers any identifier it does not hold.
///
/// Storage is one array of nodes, each with its parent's index and an array of its children's
/// indices, mutated in place: while the tree is uniquely referenced no edit copies it.
///
/// Edge cases:
/// - An identifier that is not in the tree (from another tree, removed, or never issued), or two
///   nodes with no common ancestor, give `nil` from the conversions and lookups; adding under a
///   missing parent returns `nil` and changes nothing; an edit naming one is refused. Nothing
///   traps.
/// - A singular transform on the path makes the map down through that node singular; conversion
///   then follows `AffineTransform.inverted()` (the singular map is used unchanged).
/// - A removed node's slot is kept (without its children) so that its identifier is never
///   reused: memory grows with the number of nodes ever added, not the number in the tree.
/// - `==` compares the stored nodes, removed slots and identity included: two trees that reached
///   the same structure by different edits are unequal. A refused edit leaves the tree `==` to
///   its value before.
public struct GeometryTree<Node: NodeGeometry>: Hashable, Sendable {
  /// A stable identifier of a node in one tree: the node's index and the tree's ``identity``.
  ///
  /// Edge cases:
  /// - An identifier from another tree (a different ``identity``) is not in this tree: lookups,
  ///   conversions and hit tests answer `nil`, `add(_:to:)` returns `nil`, edits are refused. A
  ///   copy of a tree keeps its identity, so identifiers stay valid in copies (value semantics).
  /// - The identifier of a removed node is never issued again, so it can never name another
  ///   node: the tree answers it with `nil` (or a refusal) from then on.
  public struct NodeID: Hashable, Sendable, Comparable {
    /// The node's index in insertion order (0 for the first node added). Indices of removed
    /// nodes are not reused.
    public let rawValue: Int

    /// The ``GeometryTree/identity`` of the tree that issued the identifier.
    public let tree: UInt64

    /// Creates an identifier from an index and a tree identity. An identifier that no node of
    /// the tree has is answered with `nil` by the tree.
    ///
    /// - Parameters:
    ///   - rawValue: The node's index in insertion order.
    ///   - tree: The identity of the tree it names a node of.
    @inlinable
    public init(rawValue: Int, tree: UInt64) {
      self.rawValue = rawValue
      self.tree = tree
    }

    /// Orders identifiers by tree identity, then insertion order.
    @inlinable
    public static func < (lhs: NodeID, rhs: NodeID) -> Bool {
      (lhs.tree, lhs.rawValue) < (rhs.tree, rhs.rawValue)
    }
  }

  /// The tree's identity, carried by every ``NodeID`` it issues so that identifiers from another
  /// tree are rejected. Random for ``init()``, given for ``init(identity:)``; kept by copies.
  public let identity: UInt64

  @usableFromInline
  struct Entry: Hashable, Sendable {
    @usableFromInline var geometry: Node
    /// The parent's index; `nil` for a root and for a removed node.
    @usableFromInline var parent: Int?
    /// The children's indices, back-most first; empty for a removed node.
    @usableFromInline var children: [Int]
    /// Whether the node was removed; its slot stays so that its index is never reused.
    @usableFromInline var isRemoved: Bool

    @inlinable
    init(geometry: Node, parent: Int?) {
      self.geometry = geometry
      self.parent = parent
      self.children = []
      self.isRemoved = false
    }
  }

  /// Every node ever added, by index; removed nodes stay as marked slots.
  @usableFromInline
  var entries: [Entry]

  /// The number of nodes in the tree (added and not removed).
  @usableFromInline
  var liveCount: Int

  /// Creates an empty tree with a random ``identity`` (from `SystemRandomNumberGenerator`), so
  /// identifiers from any other tree are rejected except with probability 2⁻⁶⁴.
  ///
  /// Edge cases: two empty trees made this way are unequal (their identities differ).
  @inlinable
  public init() {
    var generator = SystemRandomNumberGenerator()
    self.init(identity: generator.next())
  }

  /// Creates an empty tree with a caller-supplied identity, for reproducible identifiers.
  ///
  /// Edge cases: two trees given the same identity accept each other's identifiers; give each
  /// live tree its own.
  ///
  /// - Parameter identity: The identity its ``NodeID``s carry.
  @inlinable
  public init(identity: UInt64) {
    self.identity = identity
    entries = []
    liveCount = 0
  }

  /// The number of nodes in the tree: added and not removed.
  @inlinable
  public var count: Int { liveCount }

  /// Adds a node with no parent (a root, such as a window) and returns its identifier.
  ///
  /// Edge cases: any geometry is accepted (NaN or singular too); it only affects conversions and
  /// hit tests through this node.
  ///
  /// - Parameter geometry: The node's geometry; its position is in the root space.
  /// - Complexity: Amortized O(1).
  @inlinable
  public mutating func addRoot(_ geometry: Node) -> NodeID {
    entries.append(Entry(geometry: geometry, parent: nil))
    liveCount += 1
    return NodeID(rawValue: entries.count - 1, tree: identity)
  }

  /// Adds a node as the front-most child of `parent` and returns its identifier, or `nil` (and
  /// changes nothing) when `parent` is not in the tree.
  ///
  /// Edge cases:
  /// - `parent` from another tree, removed, or out of range: `nil`, tree unchanged.
  ///
  /// - Parameters:
  ///   - geometry: The node's geometry, in the parent's bounds space.
  ///   - parent: The parent node.
  /// - Complexity: Amortized O(1).
  @inlinable
  public mutating func add(_ geometry: Node, to parent: NodeID) -> NodeID? {
    guard contains(parent) else { return nil }
    entries.append(Entry(geometry: geometry, parent: parent.rawValue))
    let id = entries.count - 1
    entries[parent.rawValue].children.append(id)
    liveCount += 1
    return NodeID(rawValue: id, tree: identity)
  }

  /// Whether the identifier names a node of this tree: issued by this tree and not removed.
  @inlinable
  public func contains(_ node: NodeID) -> Bool {
    node.tree == identity && node.rawValue >= 0 && node.rawValue < entries.count
      && !entries[node.rawValue].isRemoved
  }

  /// The geometry of a node, or `nil` when the node is not in the tree.
  ///
  /// Setting replaces the node's geometry (`tree[node]?.center.x += 10` works). Setting a node that
  /// is not in the tree, or setting `nil`, changes nothing: use ``removeFromParent(_:)`` to
  /// remove a node.
  ///
  /// Edge cases: identifiers from another tree or of removed nodes read `nil` and are ignored on
  /// write.
  public subscript(node: NodeID) -> Node? {
    @inlinable
    get { contains(node) ? entries[node.rawValue].geometry : nil }
    @inlinable
    set {
      if let newValue, contains(node) { entries[node.rawValue].geometry = newValue }
    }
  }

  /// The parent of a node, or `nil` for a root or a node not in the tree.
  @inlinable
  public func parent(of node: NodeID) -> NodeID? {
    guard contains(node), let parent = entries[node.rawValue].parent else { return nil }
    return NodeID(rawValue: parent, tree: identity)
  }

  /// The children of a node, back-most first (the last is front-most); empty for a node not in
  /// the tree.
  ///
  /// - Complexity: O(the node's child count).
  @inlinable
  public func children(of node: NodeID) -> [NodeID] {
    guard contains(node) else { return [] }
    return entries[node.rawValue].children.map { NodeID(rawValue: $0, tree: identity) }
  }

  /// The depth of a node (an index known to be in the tree) below its root; 0 for a root.
  @usableFromInline
  func depth(_ node: Int) -> Int {
    var depth = 0
    var current = node
    while let parent = entries[current].parent {
      depth += 1
      current = parent
    }
    return depth
  }

  /// The map from one node's own space to another's, or `nil` when either node is not in the tree
  /// or they have no common ancestor.
  ///
  /// Composed, without allocating, from each node's map up to the common ancestor, then each
  /// node's inverse map down to `destination`: a child's point goes up through its ancestors'
  /// transforms and down again undoing them.
  ///
  /// Edge cases:
  /// - Either node missing or from another tree, or no common ancestor: `nil`.
  /// - A singular node on the way down is "undone" with its map unchanged, by
  ///   `CGAffineTransformInvert`'s rule, so the result is not a true inverse there.
  /// - `source == destination`: the identity.
  ///
  /// - Complexity: O(depth of `source` + depth of `destination`), whatever the size of the tree.
  ///
  /// - Parameters:
  ///   - source: The node whose space points come from.
  ///   - destination: The node whose space they go to.
  @inlinable
  public func transform(from source: NodeID, to destination: NodeID) -> AffineTransform? {
    guard contains(source), contains(destination) else { return nil }
    var up = AffineTransform.identity
    var down = AffineTransform.identity
    var a = source.rawValue
    var b = destination.rawValue
    var depthA = depth(a)
    var depthB = depth(b)
    // Climb the deeper side first, then both, until they meet at the common ancestor.
    while depthA > depthB {
      up = up.concatenating(entries[a].geometry.transformToParent)
      a = entries[a].parent!
      depthA -= 1
    }
    while depthB > depthA {
      down = entries[b].geometry.transformToParent.inverted().concatenating(down)
      b = entries[b].parent!
      depthB -= 1
    }
    while a != b {
      guard let parentA = entries[a].parent, let parentB = entries[b].parent else { return nil }
      up = up.concatenating(entries[a].geometry.transformToParent)
      down = entries[b].geometry.transformToParent.inverted().concatenating(down)
      a = parentA
      b = parentB
    }
    return up.concatenating(down)
  }

  /// Converts a point from one node's own space to another's, as `UIView.convert(_:from:)` and
  /// `convert(_:to:)` do; `nil` when either node is not in the tree or they share no ancestor.
  ///
  /// Edge cases: as ``transform(from:to:)``; a NaN point gives a NaN result.
  ///
  /// - Complexity: O(depth of `source` + depth of `destination`).
  ///
  /// - Parameters:
  ///   - point: A point in `source`'s bounds coordinate space.
  ///   - source: The node the point is expressed in.
  ///   - destination: The node to express it in.
  @inlinable
  public func convert(_ point: Point, from source: NodeID, to destination: NodeID) -> Point? {
    transform(from: source, to: destination).map { point.applying($0) }
  }

  /// Converts a rectangle from one node's own space to another's: the bounding box of its four
  /// converted corners; `nil` when either node is not in the tree or they share no ancestor.
  ///
  /// Edge cases: as ``transform(from:to:)`` and `Rect.applying(_:)`.
  ///
  /// - Complexity: O(depth of `source` + depth of `destination`).
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `source`'s bounds coordinate space.
  ///   - source: The node the rectangle is expressed in.
  ///   - destination: The node to express it in.
  @inlinable
  public func convert(_ rect: Rect, from source: NodeID, to destination: NodeID) -> Rect? {
    transform(from: source, to: destination).map { rect.applying($0) }
  }
}
